// Shared with the Notes workspace now (components/linked-text.tsx); the planner's rows keep this path.
export { LinkedText } from '../../components/linked-text';
