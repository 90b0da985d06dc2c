import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

const session = (name: string) => ({ user: { name } });

function cacheAt(clock: { now: number }, maxEntries = 10) {
  return new ReadCache<{ user: { name: string } }>({
    ttlMs: 1_000,
    maxEntries,
    now: () => clock.now,
  });
}

describe('ReadCache', () => {
  it('serves a stored session until its time is up', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.set('a', session('Anna'), cache.generation);
    clock.now = 999;
    expect(cache.get('a')?.user.name).toBe('Anna');
    clock.now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses what a read stores after a write forgot everything', () => {
    const cache = cacheAt({ now: 0 });
    const before = cache.generation;
    cache.forgetAll();
    cache.set('a', session('Anna'), before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', session('Anna'), cache.generation);
    expect(cache.get('a')).toBeDefined();
  });

  it('forgets one session, and refuses reads of it that began before', () => {
    const cache = cacheAt({ now: 0 });
    cache.set('a', session('Anna'), cache.generation);
    cache.set('b', session('Bram'), cache.generation);
    const before = cache.generation;
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.set('a', session('Anna'), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('reads through: loads once, then serves; keeps no load a write overtook', async () => {
    const cache = cacheAt({ now: 0 });
    let loads = 0;
    const load = async () => session(`Anna ${++loads}`);
    expect((await cache.read('a', load)).user.name).toBe('Anna 1');
    expect((await cache.read('a', load)).user.name).toBe('Anna 1');
    cache.forgetAll();
    const overtaken = cache.read('b', async () => {
      cache.forgetAll(); // a write finished while this load was on its way
      return load();
    });
    expect((await overtaken).user.name).toBe('Anna 2');
    expect(cache.get('b')).toBeUndefined();
    expect((await cache.read('b', load)).user.name).toBe('Anna 3');
    expect(cache.get('b')?.user.name).toBe('Anna 3');
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = cacheAt({ now: 0 }, 2);
    for (const id of ['a', 'b', 'c']) cache.set(id, session(id), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
