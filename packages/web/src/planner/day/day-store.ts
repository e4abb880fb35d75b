import { DaySchema, type Day } from '@dayflow/core';
import { createServerData, liveListeners, perKey, type ServerData } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';

/**
 * The one owner of a user's current day (ADR 6): the date the server last started and the open
 * Today tasks carried over into it. Replaced by each live 'day' message (a day started), and read
 * from GET /api/day at each live connection's first message, since a day may have started while
 * disconnected (a resumed stream replays only task changes). A failed read keeps what we had:
 * badges are a nicety, the next connection reads again.
 */
export const dayStore = perKey((uid: string): ServerData<Day> => {
  const data = createServerData({ what: 'the day', read: () => readJson('/api/day', DaySchema), onWatch: 'none' });
  liveListeners(uid).add((message, opening) => {
    if (message.type === 'day') data.setData(message.day);
    if (opening) void data.reload();
  });
  return data;
});
