import { MAX_CHECKLIST_ITEM_LENGTH, MAX_CHECKLIST_ITEMS, MAX_TASK_NOTES_LENGTH } from '../constants';

const count = (n: number) => n.toLocaleString('en-US');

/** What a task's details panel says (the spec has none): its text, notes, checklist and settings. */
export const DETAILS_TEXTS = {
  title: 'Task details',
  close: 'Close details',
  text: 'Task',
  editText: 'Edit the task',
  notes: 'Notes',
  addNotes: 'Add notes…',
  editNotes: 'Edit notes',
  notesField: 'Notes',
  notesHint: 'Links and line breaks are kept. Esc or leaving the field saves.',
  notesOver: (excess: number) =>
    `${excess === 1 ? '1 character' : `${count(excess)} characters`} too many: shorten the notes to save them.`,
  notesCount: (length: number) => `${count(length)} / ${count(MAX_TASK_NOTES_LENGTH)}`,
  notesNotSaved: `Not saved yet: notes can be at most ${count(MAX_TASK_NOTES_LENGTH)} characters. Shorten them, then save again.`,
  checklist: 'Checklist',
  addItem: 'Add an item',
  addItemPlaceholder: 'Add an item…',
  itemTooLong: `Not added: an item can be at most ${count(MAX_CHECKLIST_ITEM_LENGTH)} characters. Shorten it, then press Enter again.`,
  checklistFull: `A checklist holds at most ${count(MAX_CHECKLIST_ITEMS)} items.`,
  reorder: (text: string) => `Reorder: ${text}`,
  reorderHint: 'Drag, or press the arrow keys up and down, to reorder.',
  deleteItem: (text: string) => `Delete item: ${text}`,
  moved: (text: string, position: number, total: number) => `${text}: moved to position ${position} of ${total}`,
  list: 'List',
  planFor: 'Plan for…',
  priority: 'Priority',
  reminder: 'Reminder',
  noReminder: 'None',
  setReminder: 'Remind me…',
  repeat: 'Repeat',
  repeats: 'Repeats: see Routines',
  makeRoutine: 'Repeat…',
  completed: 'Completed',
} as const;
