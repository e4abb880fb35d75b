import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { UPGRADE_RELOAD_KEY } from './storage-keys';
import { memoryStorage } from '../test/store-harness';

// Once per page: each test is a fresh page.
beforeEach(() => vi.resetModules());
const fresh = async () => (await import('./protocol-upgrade')).upgradeRequired;

function stepsSpy() {
  const steps = { reloadIntoNewVersion: vi.fn(), tellUpgradeFailed: vi.fn() };
  return { steps, load: async () => steps };
}

describe('upgradeRequired: reload into the new version, once', () => {
  it('reloads the first time, noting the protocol it reloaded from', async () => {
    const storage = memoryStorage();
    const { steps, load } = stepsSpy();
    await (
      await fresh()
    )(storage, load);
    expect(steps.reloadIntoNewVersion).toHaveBeenCalledTimes(1);
    expect(steps.tellUpgradeFailed).not.toHaveBeenCalled();
    expect(storage.getItem(UPGRADE_RELOAD_KEY)).toBe(String(SYNC_PROTOCOL_VERSION));
  });

  it('tells the person instead when the reloaded page still speaks the old protocol', async () => {
    const storage = memoryStorage();
    await (
      await fresh()
    )(storage, stepsSpy().load); // the page before the reload
    vi.resetModules();
    const { steps, load } = stepsSpy();
    await (
      await fresh()
    )(storage, load); // the page after it, told again
    expect(steps.reloadIntoNewVersion).not.toHaveBeenCalled();
    expect(steps.tellUpgradeFailed).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later upgrade, once this page speaks a newer protocol than the last reload', async () => {
    const storage = memoryStorage();
    storage.setItem(UPGRADE_RELOAD_KEY, String(SYNC_PROTOCOL_VERSION - 1));
    const { steps, load } = stepsSpy();
    await (
      await fresh()
    )(storage, load);
    expect(steps.reloadIntoNewVersion).toHaveBeenCalledTimes(1);
  });

  it('acts once per page, however many refusals arrive', async () => {
    const upgradeRequired = await fresh();
    const { steps, load } = stepsSpy();
    const storage = memoryStorage();
    await upgradeRequired(storage, load);
    await upgradeRequired(storage, load);
    expect(steps.reloadIntoNewVersion).toHaveBeenCalledTimes(1);
    expect(steps.tellUpgradeFailed).not.toHaveBeenCalled();
  });

  it('never reloads where storage is denied (a loop could not be noticed)', async () => {
    const denied = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { steps, load } = stepsSpy();
    await (
      await fresh()
    )(denied, load);
    expect(steps.reloadIntoNewVersion).not.toHaveBeenCalled();
    expect(steps.tellUpgradeFailed).toHaveBeenCalledTimes(1);
  });

  it("reloads plainly when this version's steps cannot be fetched any more", async () => {
    const reload = vi.fn();
    await (
      await fresh()
    )(memoryStorage(), () => Promise.reject(new Error('404')), reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops every write from leaving the page', async () => {
    const module = await import('./protocol-upgrade');
    expect(module.upgradeIsRequired()).toBe(false);
    await module.upgradeRequired(memoryStorage(), stepsSpy().load);
    expect(module.upgradeIsRequired()).toBe(true);
  });
});
