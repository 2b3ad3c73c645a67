import { changeOf } from './content-notifications';

describe('changeOf', () => {
  it("reads an event's places from its payload, and anything else as a change of everything", () => {
    expect(changeOf('event-places:zraz-2026')).toEqual({ scope: 'event-places', slug: 'zraz-2026' });
    for (const payload of ['', 'event-places:', 'something-new', 'articles'])
      expect(changeOf(payload)).toEqual({ scope: 'all' });
  });
});
