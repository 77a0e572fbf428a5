import { SIZE_COOKIE } from '@zhuji/shared';
import { create } from 'zustand';
import { writeCookie } from '../session/cookies';
import { type ComponentSize, readComponentSize } from './preferences';

const PREFERENCE_DAYS = 365;

/** The component size of docs/product.md §3 UI preferences: kept in the size cookie, applied live by the providers. */
export const useComponentSize = create<{ size: ComponentSize }>(() => ({ size: readComponentSize() }));

export function setComponentSize(size: ComponentSize): void {
  writeCookie(SIZE_COOKIE, size, PREFERENCE_DAYS);
  useComponentSize.setState({ size });
}
