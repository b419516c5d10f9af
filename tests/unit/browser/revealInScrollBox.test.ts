import {describe, expect, it} from 'vitest';
import {scrollTopToReveal} from '../../../src/browser/revealInScrollBox';

describe('scrollTopToReveal', () => {
  it('leaves a box alone when the item is fully in view', () => {
    expect(scrollTopToReveal({scrollTop: 100, height: 500}, {top: 150, height: 30})).toBeNull();
  });

  it('centres an item below or above the visible part', () => {
    expect(scrollTopToReveal({scrollTop: 0, height: 500}, {top: 2674, height: 30})).toBe(2674 - 235);
    expect(scrollTopToReveal({scrollTop: 1000, height: 500}, {top: 200, height: 30})).toBe(0);
  });

  it('treats a partly hidden item as out of view', () => {
    expect(scrollTopToReveal({scrollTop: 0, height: 500}, {top: 490, height: 30})).toBe(255);
  });
});
