import {describe, expect, it} from 'vitest';
import {pruneDarkCss} from '../../scripts/openapi-theme-css.mjs';

const DARK = "html[data-theme='dark']";

describe('pruneDarkCss (dark-mode copies of Redoc rules)', () => {
  it('keeps what differs from light mode and drops layout that only repeats it', () => {
    const light = '.label{margin:0;color:#333;}';
    const dark = `${DARK} .label{margin:0;color:#eee;}`;
    expect(pruneDarkCss(light, dark)).toBe(`${DARK} .label{color:#eee;}`);
  });

  it('drops a rule whose every declaration repeats light mode', () => {
    expect(pruneDarkCss('.a{display:block;}', `${DARK} .a{display:block;}`)).toBe('');
  });

  it('keeps a repeated declaration when a dark rule elsewhere changes the same property family', () => {
    const light = '.a{background:#fff;}.b{background-color:#fafafa;}';
    const dark = `${DARK} .a{background:#fff;}\n${DARK} .b{background-color:#222;}`;
    expect(pruneDarkCss(light, dark)).toBe(`${DARK} .a{background:#fff;}\n${DARK} .b{background-color:#222;}`);
  });

  it('compares inside media queries, and keeps semicolons inside quotes and parentheses', () => {
    const light = "@media (max-width: 50rem){.a{padding:0;content:'x;y';}}";
    const dark = `@media (max-width: 50rem){${DARK} .a{padding:0;content:'x;z';}}`;
    expect(pruneDarkCss(light, dark)).toBe(`@media (max-width: 50rem){${DARK} .a{content:'x;z';}}`);
  });
});
