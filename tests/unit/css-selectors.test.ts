import {describe, expect, it} from 'vitest';
import {withoutStates} from '../support/css-selectors';

describe('withoutStates', () => {
  it('takes off states and pseudo-elements, keeping structure and :not()', () => {
    expect(withoutStates('.pills__item:not(.pills__item--active):hover')).toBe(
      '.pills__item:not(.pills__item--active)',
    );
    expect(withoutStates(':where(.button--info):not(.button--outline):hover')).toBe(
      ':where(.button--info):not(.button--outline)',
    );
    expect(withoutStates('.navbar__search-input::-moz-placeholder')).toBe('.navbar__search-input');
    expect(withoutStates('.dropdown--nocaret .navbar__link:after')).toBe('.dropdown--nocaret .navbar__link');
    expect(withoutStates('.card__header:not(:last-child)')).toBe('.card__header:not(:last-child)');
    expect(withoutStates('.a:focus-visible, .b:focus-within')).toBe('.a, .b');
  });

  it('puts any element where a whole compound was taken off', () => {
    expect(withoutStates('.menu ::before')).toBe('.menu *');
    expect(withoutStates(':hover > .x')).toBe('* > .x');
    expect(withoutStates('.a:not(:hover)')).toBe('.a');
    expect(withoutStates('::selection')).toBe('*');
  });
});
