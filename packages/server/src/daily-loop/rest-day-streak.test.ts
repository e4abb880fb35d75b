import { describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { putSettings } from '../../test/support/days';

// Noon in Los Angeles: Friday 2026-06-12 and Monday 2026-06-15.
const FRIDAY = Date.UTC(2026, 5, 12, 19);
const SATURDAY = FRIDAY + 86_400_000;
const MONDAY = Date.UTC(2026, 5, 15, 19);

describe('streak with the user’s rest days', () => {
  let now = FRIDAY;
  const t = useTestApp({ now: () => now });

  const activity = async (user: SignedInUser, at: number) => {
    now = at;
    const res = await user.inject({
      method: 'POST',
      url: '/api/streak/activity',
      payload: { timeZone: 'America/Los_Angeles' },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ count: number; event: string }>();
  };

  it.each([
    { rest: [0, 6], saturday: { count: 1, event: 'same' }, monday: { count: 2, event: 'next' } },
    { rest: [], saturday: { count: 2, event: 'next' }, monday: { count: 1, event: 'missed' } },
  ])('rest days $rest: Saturday $saturday.event, Monday $monday.event', async ({ rest, saturday, monday }) => {
    const user = await signUp(t.app);
    await putSettings(user, { restDays: rest });
    expect(await activity(user, FRIDAY)).toMatchObject({ count: 1, event: 'welcome' });
    expect(await activity(user, SATURDAY)).toMatchObject(saturday);
    expect(await activity(user, MONDAY)).toMatchObject(monday);
  });
});
