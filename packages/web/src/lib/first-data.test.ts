import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@dayflow/core';
import { readFirstData } from './first-data';
import { holdFirstData, takeFirstData } from './first-data-holder';

const data: FirstData = {
  profile: { id: 'ana', email: 'ana@example.com', displayName: null, photoURL: null },
  dailyGoal: 5,
  streak: { count: 0, lastActive: null },
  settings: { timeZone: null, rollover: true, restDays: [] },
  tasks: { tasks: [], version: 3 },
};

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('the first data of a page', () => {
  afterEach(() => {
    document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
    holdFirstData(null);
  });

  it('is read once, escaped as the server writes it, and leaves the DOM', () => {
    pageWith(JSON.stringify(data).replace(/</g, '\\u003c'));
    expect(readFirstData()).toEqual(data);
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
    expect(readFirstData()).toBeNull();
  });

  it('is ignored when it is not the expected shape', () => {
    for (const text of ['{', '{"profile":{"id":"ana"}}', JSON.stringify({ ...data, tasks: [] })]) {
      pageWith(text);
      expect(readFirstData(), text).toBeNull();
    }
  });

  it('goes to its own user only, each part once', () => {
    holdFirstData(data);
    expect(takeFirstData('bo', 'tasks')).toBeNull();
    expect(takeFirstData('ana', 'tasks')).toBeNull();
    holdFirstData(data);
    expect(takeFirstData('ana', 'tasks')).toEqual(data.tasks);
    expect(takeFirstData('ana', 'tasks')).toBeNull();
    expect(takeFirstData('ana', 'dailyGoal')).toBe(5);
    expect(takeFirstData('ana', 'streak')).toEqual(data.streak);
    expect(takeFirstData('ana', 'streak')).toBeNull();
  });
});
