import { describe, expect, it } from 'vitest';
import { UNDO_STACK_LIMIT, emptyUndoStack, pushAction, redo, undo, type UndoStack } from './undo-stack';

/** An action is a string "x"; its inverse "undo x", so a test can see which one was handed back. */
const entry = (name: string) => ({ label: name, action: name, inverse: `undo ${name}` });

type Step = `push ${string}` | 'undo' | 'redo';

/** Runs the steps and records what each undo/redo handed back to apply (null: nothing to do). */
function run(steps: Step[], limit?: number) {
  let stack: UndoStack<string> = emptyUndoStack();
  const applied: (string | null)[] = [];
  for (const step of steps) {
    if (step.startsWith('push ')) {
      stack = pushAction(stack, entry(step.slice(5)), limit);
    } else {
      const result = step === 'undo' ? undo(stack) : redo(stack);
      applied.push(result?.apply ?? null);
      if (result) stack = result.stack;
    }
  }
  return { applied, done: stack.done.map((e) => e.label), undone: stack.undone.map((e) => e.label) };
}

describe('undo stack', () => {
  it.each<{ name: string; steps: Step[]; applied: (string | null)[]; done: string[]; undone: string[] }>([
    { name: 'empty: nothing to undo or redo', steps: ['undo', 'redo'], applied: [null, null], done: [], undone: [] },
    {
      name: 'undo hands back the inverse of the last action',
      steps: ['push a', 'push b', 'undo'],
      applied: ['undo b'],
      done: ['a'],
      undone: ['b'],
    },
    {
      name: 'undo twice walks back in order',
      steps: ['push a', 'push b', 'undo', 'undo', 'undo'],
      applied: ['undo b', 'undo a', null],
      done: [],
      undone: ['b', 'a'],
    },
    {
      name: 'redo hands back the action itself, last undone first',
      steps: ['push a', 'push b', 'undo', 'undo', 'redo'],
      applied: ['undo b', 'undo a', 'a'],
      done: ['a'],
      undone: ['b'],
    },
    {
      name: 'undo after redo undoes the redone action again',
      steps: ['push a', 'undo', 'redo', 'undo'],
      applied: ['undo a', 'a', 'undo a'],
      done: [],
      undone: ['a'],
    },
    {
      name: 'a new action clears redo',
      steps: ['push a', 'push b', 'undo', 'push c', 'redo'],
      applied: ['undo b', null],
      done: ['a', 'c'],
      undone: [],
    },
    {
      name: 'redo with nothing undone does nothing',
      steps: ['push a', 'redo'],
      applied: [null],
      done: ['a'],
      undone: [],
    },
  ])('$name', ({ steps, applied, done, undone }) => {
    expect(run(steps)).toEqual({ applied, done, undone });
  });

  it(`keeps the last ${UNDO_STACK_LIMIT} actions by default, at least 20`, () => {
    expect(UNDO_STACK_LIMIT).toBeGreaterThanOrEqual(20);
    const names = Array.from({ length: UNDO_STACK_LIMIT + 5 }, (_, i) => `a${i}`);
    const { done } = run(names.map((n) => `push ${n}` as const));
    expect(done).toEqual(names.slice(5));
  });

  it.each([
    { limit: 20, pushes: 25, kept: 20, undoable: 20 },
    { limit: 3, pushes: 2, kept: 2, undoable: 2 },
    { limit: 3, pushes: 3, kept: 3, undoable: 3 },
    { limit: 3, pushes: 4, kept: 3, undoable: 3 },
  ])('limit $limit after $pushes actions: $kept kept, each undoable', ({ limit, pushes, kept, undoable }) => {
    const steps: Step[] = Array.from({ length: pushes }, (_, i) => `push a${i}` as const);
    const result = run([...steps, ...Array<Step>(pushes).fill('undo')], limit);
    expect(result.undone).toHaveLength(kept);
    expect(result.applied.filter((a) => a !== null)).toHaveLength(undoable);
    // The newest action is undone first; the oldest ones beyond the limit are gone.
    expect(result.applied[0]).toBe(`undo a${pushes - 1}`);
  });

  it('never changes the stack it was given', () => {
    const start = pushAction(emptyUndoStack<string>(), entry('a'));
    const frozen = JSON.stringify(start);
    const undone = undo(start)!;
    pushAction(start, entry('b'));
    redo(undone.stack);
    expect(JSON.stringify(start)).toBe(frozen);
  });

  it('refuses a limit under 1', () => {
    expect(() => pushAction(emptyUndoStack<string>(), entry('a'), 0)).toThrow(RangeError);
  });
});
