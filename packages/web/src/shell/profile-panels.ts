// The profile menu's two panels, fetched apart from the planner's first download (profile-menu.tsx).
export { ProfileDropdown } from './profile-dropdown';
export { ProfileSheet } from './profile-sheet';
