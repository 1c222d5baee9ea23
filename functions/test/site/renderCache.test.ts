import type { RenderedPage } from '@estate/domain';
import { KEPT_RENDER_MAX_AGE_MS, renderCache } from '../../src/site/renderCache';

const page = (html: string): RenderedPage => ({ status: 200, html, cacheable: true });

describe('the last good renders kept in the instance', () => {
  it('keeps up to its capacity, forgetting the least recently kept first', () => {
    const cache = renderCache({ capacity: 2 });
    cache.keep('/a', page('a'));
    cache.keep('/b', page('b'));
    cache.keep('/c', page('c'));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toEqual(page('b'));
    expect(cache.get('/c')).toEqual(page('c'));
  });

  it('counts a page read as a use: the page read last stays', () => {
    const cache = renderCache({ capacity: 2 });
    cache.keep('/a', page('a'));
    cache.keep('/b', page('b'));
    cache.get('/a');
    cache.keep('/c', page('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toEqual(page('a'));
    expect(cache.get('/c')).toEqual(page('c'));
  });

  it('replaces the render of a URL kept again, taking no second place', () => {
    const cache = renderCache({ capacity: 2 });
    cache.keep('/a', page('old'));
    cache.keep('/b', page('b'));
    cache.keep('/a', page('new'));
    cache.keep('/c', page('c'));
    expect(cache.get('/a')).toEqual(page('new'));
    expect(cache.get('/b')).toBeUndefined();
  });

  it('never answers a render older than its bound (KEPT_RENDER_MAX_AGE_MS unless told otherwise)', () => {
    let now = 0;
    const cache = renderCache({ now: () => now });
    cache.keep('/a', page('a'));
    now = KEPT_RENDER_MAX_AGE_MS;
    expect(cache.get('/a')).toEqual(page('a'));
    now = KEPT_RENDER_MAX_AGE_MS + 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets every render when cleared (a listing changed who may see it)', () => {
    const cache = renderCache();
    cache.keep('/a', page('a'));
    cache.keep('/b', page('b'));
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeUndefined();
  });

  it('keeps 200 pages unless told otherwise', () => {
    const cache = renderCache();
    for (let i = 0; i <= 200; i++) cache.keep(`/${i}`, page(String(i)));
    expect(cache.get('/0')).toBeUndefined();
    expect(cache.get('/1')).toEqual(page('1'));
    expect(cache.get('/200')).toEqual(page('200'));
  });
});
