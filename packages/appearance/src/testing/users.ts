import { userDetailsFromWire, type UserDetails } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, type MockDataOptions } from '@shoppable/api-client/mocks';

/** The signed-in admin of the mock API for these switches, as the session holds it (tests, stories). */
export function mockAdmin(options: Omit<MockDataOptions, 'now'> = {}): UserDetails {
  return userDetailsFromWire(new MockStore({ now: MOCK_NOW, ...options }).data.session);
}
