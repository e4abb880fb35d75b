#!/usr/bin/env node
// API with restart-on-change plus Vite's dev server (which proxies /api, including the WebSocket).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'packages/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'packages/web/vite.config.ts', 'packages/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
