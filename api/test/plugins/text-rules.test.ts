import { count } from '../helpers/snapshots';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// JSON.stringify writes a lone surrogate as a \ud800 escape, so the server really receives one.
const json = (body: object) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/** A readable test title: every character outside printable ASCII as a \\u escape. */
const label = (s: string) =>
  s.replace(/[^\x21-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const BLANK_LOOKING = [
  '\u0000',
  '\u0000\u0000\u0000',
  '\u200b',
  '\u200b\u200c\u200d\u2060',
  '\ufeff',
  ' \u200b\t\u0000 ',
];
const LONE_SURROGATES = ['\ud800', 'abc\udfff', 'x\ud83d y', '\udc00\ud800'];

describe('text rules', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const contact = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({ name: 'Ann', email: 'ann@example.com', message }),
    });
  const notify = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications',
      ...json({ user_id: 1, message }),
      headers: { 'content-type': 'application/json', cookie },
    });

  it.each(BLANK_LOOKING.map((m) => [label(m), m]))(
    'refuses a message of only NUL or zero-width characters: %s',
    async (_label, message) => {
      const before = [await count(t.app, 'contact_messages'), await count(t.app, 'notifications')];
      for (const res of [await contact(message), await notify(message)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'message must not be blank' });
      }
      expect([await count(t.app, 'contact_messages'), await count(t.app, 'notifications')]).toEqual(
        before,
      );
    },
  );

  it.each(LONE_SURROGATES.map((m) => [label(m), m]))(
    'refuses text with a lone UTF-16 surrogate: %s',
    async (_label, message) => {
      const before = [await count(t.app, 'contact_messages'), await count(t.app, 'notifications')];
      for (const res of [await contact(message), await notify(message)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'message contains invalid characters (a lone UTF-16 surrogate)',
        });
      }
      expect([await count(t.app, 'contact_messages'), await count(t.app, 'notifications')]).toEqual(
        before,
      );
    },
  );

  it('refuses a NUL inside visible text (PostgreSQL cannot store it), storing nothing', async () => {
    const before = [await count(t.app, 'contact_messages'), await count(t.app, 'notifications')];
    for (const res of [await contact('\u0000x'), await notify('a\u0000b')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'message contains invalid characters (NUL)',
      });
    }
    expect([await count(t.app, 'contact_messages'), await count(t.app, 'notifications')]).toEqual(
      before,
    );
  });

  it('keeps accepting real text: emoji pairs, accents, text with a zero-width joiner', async () => {
    for (const message of ['Hi 👋🏽', 'Grüße, ça va?', 'a\u200db']) {
      expect((await contact(message)).statusCode).toBe(200);
      expect((await notify(message)).statusCode).toBe(200);
    }
  });
});
