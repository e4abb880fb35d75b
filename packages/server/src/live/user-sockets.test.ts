import { describe, expect, it } from 'vitest';
import { MAX_LIVE_SOCKETS_PER_USER, UserSockets } from './user-sockets';

describe('UserSockets', () => {
  it("hands back a user's oldest socket once the cap is passed, and leaves other users alone", () => {
    const sockets = new UserSockets<string>();
    for (let i = 0; i < MAX_LIVE_SOCKETS_PER_USER; i++) expect(sockets.add('ada', `ada-${i}`)).toEqual([]);
    expect(sockets.add('bob', 'bob-0')).toEqual([]);
    expect(sockets.add('ada', 'ada-new')).toEqual(['ada-0']);
    expect(sockets.of('ada')).toHaveLength(MAX_LIVE_SOCKETS_PER_USER);
    expect(sockets.of('ada').at(-1)).toBe('ada-new');
    expect(sockets.of('bob')).toEqual(['bob-0']);
  });

  it('forgets a closed socket, and a user with none', () => {
    const sockets = new UserSockets<string>();
    sockets.add('ada', 'a1');
    sockets.add('ada', 'a2');
    sockets.remove('ada', 'a1');
    expect(sockets.of('ada')).toEqual(['a2']);
    sockets.remove('ada', 'a2');
    expect(sockets.of('ada')).toEqual([]);
    expect([...sockets.all()]).toEqual([]);
  });
});
