import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './match-media';

afterEach(() => cleanup());

// jsdom has no matchMedia; react-hot-toast's <Toaster> and our layout hooks need it.
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);
