import { MAX_NOTE_BODY_LENGTH, MAX_NOTE_TITLE_LENGTH } from './note-schemas';

const count = (n: number) => n.toLocaleString('en-US');

/** What the Notes workspace says, written once for the web app and the end-to-end tests. */
export const NOTE_TEXTS = {
  heading: 'Notes',
  newNote: 'New note',
  search: 'Search notes',
  untitled: 'Untitled note',
  titleLabel: 'Title',
  bodyLabel: 'Note',
  empty: 'No notes yet. Write down anything worth keeping.',
  noMatch: (query: string) => `No note holds “${query}”.`,
  pin: 'Pin',
  unpin: 'Unpin',
  pinned: 'Pinned',
  delete: 'Delete note',
  deleted: 'Note deleted',
  undo: 'Undo',
  restore: 'Restore',
  recentlyDeleted: 'Recently deleted',
  toTask: 'Make a task of this line',
  linesHeading: 'Lines: make one a task in Brain Dump',
  toTaskShort: 'To task',
  madeTask: (text: string) => `Added to Brain Dump: ${text}`,
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline: saved on this device until the connection returns',
  back: 'All notes',
  pickOne: 'Pick a note on the left, or start a new one.',
  backToPlanner: 'Back to planner',
  titleOver: (excess: number) =>
    `${excess === 1 ? '1 character' : `${count(excess)} characters`} too many: a title can be at most ${count(MAX_NOTE_TITLE_LENGTH)} characters. Not saved yet.`,
  bodyOver: (excess: number) =>
    `${excess === 1 ? '1 character' : `${count(excess)} characters`} too many: a note can be at most ${count(MAX_NOTE_BODY_LENGTH)} characters. Not saved yet.`,
} as const;

export const noteQuotaMessage = (max: number) =>
  `You can keep at most ${count(max)} notes (Recently deleted included). Delete some to add more.`;
