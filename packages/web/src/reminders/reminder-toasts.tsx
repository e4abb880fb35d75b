import { useEffect, useRef, useState } from 'react';
import type { Task } from '@dayflow/core';
import { useLatest } from '../hooks/use-latest';
import { toast } from '../lib/toast';
import { useTaskActions } from '../sync';
import { onDemand } from '../lib/on-demand';

// The toast's own code waits for the first reminder that falls due while the page is open.
const reminderToast = onDemand(() => import('./reminder-toast'));

/** Timers are re-armed at least this often, so a sleeping laptop or a long wait never drifts far. */
const MAX_WAIT_MS = 60 * 60 * 1000;

const isForeground = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * While the planner is open and focused, a reminder that falls due shows as a toast instead of a
 * system notification (the service worker hands it over, or this page's own timer finds it
 * first); each reminder once, however many ways it arrives.
 */
export function ReminderToasts({ tasks }: { tasks: Task[] }) {
  const actions = useTaskActions();
  const shown = useRef(new Set<string>());
  const [tick, setTick] = useState(0);
  const show = (reminder: { taskId: string; text: string; remindAt: string }) => {
    const key = `${reminder.taskId}|${Date.parse(reminder.remindAt)}`;
    if (shown.current.has(key)) return;
    shown.current.add(key);
    void reminderToast.load().then(({ showReminderToast }) => showReminderToast(reminder, actions));
  };
  const showRef = useLatest(show);

  // Pushes the service worker passes on because this page had the focus.
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; taskId?: string; text?: string; remindAt?: string } | null;
      if (data?.type === 'reminder' && data.taskId && data.text && data.remindAt) {
        showRef.current({ taskId: data.taskId, text: data.text, remindAt: data.remindAt });
      } else if (data?.type === 'nudge' && data.text) {
        toast(data.text);
      }
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [showRef]);

  // This page's own timer: the next reminder of an open task still ahead.
  useEffect(() => {
    const now = Date.now();
    const ahead = tasks
      .filter((task) => !task.completed && task.remindAt && Date.parse(task.remindAt) > now)
      .map((task) => Date.parse(task.remindAt!));
    if (ahead.length === 0) return;
    const wait = Math.min(Math.min(...ahead) - now, MAX_WAIT_MS);
    const timer = window.setTimeout(() => {
      const at = Date.now();
      for (const task of tasks) {
        if (task.completed || !task.remindAt) continue;
        const due = Date.parse(task.remindAt);
        if (due <= at && due > now - 1 && isForeground()) {
          showRef.current({ taskId: task.id, text: task.text, remindAt: task.remindAt });
        }
      }
      setTick((n) => n + 1);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [tasks, tick, showRef]);

  return null;
}
