/**
 * The forms as a relay of mail to strangers, as an attacker would use them: every form that
 * mails the address given in it (valuation, viewing booking, viewing request, holiday reservation
 * and enquiry) leaves a web or e-mail address the visitor typed out of that mail, while the
 * agency's copy keeps it; the mails to unverified addresses one client address may make the site
 * send, all forms together, are capped per hour (429 with Retry-After, nothing stored or sent);
 * so are those of one site; and the spellings of one Gmail mailbox count as one recipient.
 */
import type { LiveAgenda, RentalPeriod, RentalUnit } from '../contract';
import type { Agreement, Estate } from '../contract/domain';
import { engagementConfig, type EngagementConfig } from '../engagement/config';
import type { OutgoingMail } from '../engagement/mails';
import { withFormToken } from '../testing/fixtures';
import { deliverOutbox, startTestApp, TEST_SETTINGS, type TestApp } from '../testing/test-app';

/** What the forms answer here. */
type Answer = { code?: string; message?: string; retryAfter?: number; received?: boolean };

/** A test API recording its mails, with the production defaults of the limits but `change`. */
async function start(change: Partial<EngagementConfig> = {}) {
  const sent: OutgoingMail[] = [];
  const t = await startTestApp(TEST_SETTINGS, {
    engagement: {
      config: { ...engagementConfig({ SITE_URL: 'http://{hostname}:3000' }), ...change },
      transport: {
        sendMail: async (mail) => {
          sent.push(mail);
        },
      },
    },
  });
  return { t, sent };
}

let nextIp = 1;
/** A client address of its own. */
const ip = () => `203.0.113.${nextIp++}`;
let nextMail = 1;
const freshEmail = () => `stranger.${nextMail++}@example.be`;

/** The forms of one test API, each posted from `from` with a form token of the site. */
function formsOf(t: TestApp) {
  const post = async (path: string, body: Record<string, unknown>, from: string, site = 1) =>
    t.request<Answer>('POST', path, {
      headers: { 'x-forwarded-for': from },
      body: await withFormToken(t.db, body, site),
    });
  const version = async (key: string, site = 1) => {
    const answer = await t.request<Agreement[]>('GET', `/sites/${site}/agreements?locale=en`);
    return answer.body.find((a) => a.key === key)?.version ?? '';
  };
  const day = (offset: number) =>
    new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);
  let slots: LiveAgenda['slots'] = [];
  let agendaEstate = '';
  let unit: RentalUnit | null = null;
  let weeks: RentalPeriod[] = [];

  return {
    post,
    valuation: async (from: string, change: Record<string, unknown> = {}) =>
      post(
        '/sites/1/valuation-requests',
        {
          street: 'Kerkstraat',
          houseNumber: '12',
          postalCode: '9000',
          municipality: 'Gent',
          kind: 'HOUSE',
          intent: 'SELL',
          timeframe: 'MONTHS_6',
          name: 'Marie Dubois',
          email: freshEmail(),
          phone: '0470 12 34 56',
          contactMoment: 'evening',
          consent: true,
          agreementVersion: await version('valuation'),
          locale: 'en',
          ...change,
        },
        from,
      ),
    booking: async (from: string, change: Record<string, unknown> = {}) => {
      if (slots.length === 0) {
        const { rows } = await t.db.query<{ estate_id: string }>(
          'SELECT estate_id FROM agendas WHERE site_id = 1 ORDER BY estate_id LIMIT 1',
        );
        agendaEstate = rows[0]?.estate_id ?? '';
        const agenda = await t.request<LiveAgenda>('GET', `/sites/1/live-agenda/${agendaEstate}`);
        slots = [...agenda.body.slots];
      }
      return post(
        '/sites/1/live-agenda/reservation',
        {
          estateId: agendaEstate,
          start: slots.shift()?.start,
          name: 'An Peeters',
          email: freshEmail(),
          phone: '0470 12 34 56',
          message: '',
          consent: true,
          agreementVersion: await version('appointment'),
          locale: 'en',
          ...change,
        },
        from,
      );
    },
    viewingRequest: async (from: string, change: Record<string, unknown> = {}) => {
      const estate = t.data.estates.find(
        (e) => e.general.transaction.id === 2 && e.general.parentId === null,
      ) as Estate;
      return post(
        '/sites/1/viewing-requests',
        {
          estateId: estate.id,
          preferredDays: [day(3), day(5)],
          dayParts: ['morning'],
          name: 'Jan Janssens',
          email: freshEmail(),
          phone: '',
          message: '',
          consent: true,
          agreementVersion: await version('appointment'),
          locale: 'en',
          ...change,
        },
        from,
      );
    },
    holiday: async (
      form: 'reservation' | 'enquiry',
      from: string,
      change: Record<string, unknown> = {},
    ) => {
      if (!unit) {
        const units = await t.request<{ results: RentalUnit[] }>('POST', '/sites/1/rental-units', {
          body: { size: 100 },
        });
        unit = units.body.results[5] as RentalUnit;
        const periods = await t.request<RentalPeriod[]>(
          'GET',
          `/sites/1/rental-units/${unit.id}/periods`,
        );
        weeks = periods.body.filter((p) => p.type === 'WEEK' && p.status === 'FREE');
      }
      const week = weeks.shift() as RentalPeriod;
      const common = {
        rentalUnitId: unit.id,
        arrival: week.start,
        departure: week.end,
        name: 'An Peeters',
        email: freshEmail(),
        phone: '0470 12 34 56',
        consent: true,
        locale: 'en',
      };
      return form === 'reservation'
        ? post(
            '/sites/1/rental-units/reservation',
            {
              ...common,
              adults: 1,
              children: 0,
              pets: 0,
              address: 'Kerkstraat 1, 9000 Gent',
              remarks: '',
              acceptConditions: true,
              ...change,
            },
            from,
          )
        : post(
            '/sites/1/rental-units/enquiry',
            { ...common, persons: 2, message: '', ...change },
            from,
          );
    },
    subscription: async (from: string, change: Record<string, unknown> = {}, site = 1) =>
      post(
        `/sites/${site}/subscriptions`,
        {
          email: freshEmail(),
          criteria: { types: [], cities: [] },
          consent: true,
          agreementVersion: await version('keep-me-informed', site),
          locale: 'en',
          ...change,
        },
        from,
        site,
      ),
    friend: async (from: string, change: Record<string, unknown> = {}) => {
      const estate = t.data.estates.find(
        (e) => e.general.transaction.id === 1 && e.general.parentId === null,
      ) as Estate;
      return post(
        '/sites/1/send-to-a-friend',
        {
          friendEmail: freshEmail(),
          friendLocale: 'en',
          name: 'An Peeters',
          email: freshEmail(),
          estateId: estate.id,
          locale: 'en',
          ...change,
        },
        from,
      );
    },
    contact: async (from: string, change: Record<string, unknown> = {}) =>
      post(
        '/sites/1/contact-requests',
        {
          name: 'An Peeters',
          email: freshEmail(),
          message: 'Is the garden south-facing?',
          consent: true,
          agreementVersion: await version('contact'),
          locale: 'en',
          ...change,
        },
        from,
      ),
  };
}

describe('with the limits of a deployment', () => {
  let t: TestApp;
  let sent: OutgoingMail[];
  let forms: ReturnType<typeof formsOf>;

  beforeAll(async () => {
    ({ t, sent } = await start());
    forms = formsOf(t);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  /** The mails sent to `recipient`, once the outbox has delivered what is due. */
  async function mailsTo(recipient: string): Promise<OutgoingMail[]> {
    await deliverOutbox(t);
    return sent.filter((mail) => mail.to === recipient);
  }

  const agencyMailAbout = async (text: string) => {
    await deliverOutbox(t);
    return sent.filter((mail) => mail.to === t.data.site.email && mail.text.includes(text));
  };

  describe('no relay: a link the visitor typed never reaches the address they gave', () => {
    const link = 'Cheap pills at https://evil.example/buy';
    const name = 'Visit evil.example today';
    const cases: [
      string,
      (email: string, marker: string) => Promise<{ status: number; body: Answer }>,
    ][] = [
      [
        'a valuation request (its name, address and details)',
        (email, marker) =>
          forms.valuation(ip(), {
            email,
            name,
            municipality: 'Gent www.evil.example',
            description: `${marker} ${link}`,
          }),
      ],
      [
        'a viewing booking (its name and message)',
        (email, marker) => forms.booking(ip(), { email, name, message: `${marker} ${link}` }),
      ],
      [
        'a viewing request (its name and message)',
        (email, marker) =>
          forms.viewingRequest(ip(), { email, name, message: `${marker} ${link}` }),
      ],
      [
        'a holiday reservation (its name and remarks)',
        (email, marker) =>
          forms.holiday('reservation', ip(), { email, name, remarks: `${marker} ${link}` }),
      ],
      [
        'a holiday enquiry (its name and message)',
        (email, marker) =>
          forms.holiday('enquiry', ip(), { email, name, message: `${marker} ${link}` }),
      ],
    ];

    it.each(cases)('%s', async (_, submit) => {
      const email = freshEmail();
      const marker = `marker-${nextMail}`;
      const answer = await submit(email, marker);
      expect(answer.status).toBeLessThan(300);
      const [visitor, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      for (const part of [visitor?.text ?? '', visitor?.html ?? '']) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain(marker);
      }
      expect(visitor?.text).toContain('Hello,');
      expect(visitor?.text).toContain(
        'Part of what you wrote is not repeated in this e-mail because it contains a web or e-mail address. We did receive all of it.',
      );
      // A hold (a booking, an option) reaches the agency once its address is confirmed.
      const hold =
        /\/(?:cancel-appointment\/([\w-]+)\?confirm=1|holiday\/\d+\?option=([\w-]+))/.exec(
          visitor?.text ?? '',
        );
      if (hold?.[1]) await t.request('POST', `/sites/1/live-agenda/reservation/${hold[1]}/confirm`);
      if (hold?.[2])
        await t.request('POST', `/sites/1/rental-units/reservation/${hold[2]}/confirm`);
      // The agency's copy keeps every word.
      const [agency] = await agencyMailAbout(marker);
      expect(agency?.text).toContain(`${marker} ${link}`);
      expect(agency?.text).toContain(name);
    });

    it('repeats what holds no web or e-mail address, and says nothing is left out', async () => {
      const email = freshEmail();
      const answer = await forms.holiday('enquiry', ip(), {
        email,
        name: 'Els Claes',
        message: 'Is the garden fenced?',
      });
      expect(answer.status).toBe(201);
      const [visitor] = await mailsTo(email);
      expect(visitor?.text).toContain('Dear Els Claes,');
      expect(visitor?.text).toContain('Is the garden fenced?');
      expect(visitor?.text).not.toContain('not repeated');
    });
  });

  describe('bounded mail to strangers', () => {
    it('caps what one client address makes the site mail, all forms together, and sends nothing over it', async () => {
      const from = ip();
      const accepted = [
        await forms.valuation(from),
        await forms.valuation(from),
        await forms.booking(from),
        await forms.booking(from),
        await forms.viewingRequest(from),
        await forms.holiday('reservation', from),
        await forms.holiday('enquiry', from),
        await forms.subscription(from),
        await forms.friend(from),
        await forms.friend(from),
      ];
      expect(accepted.map((answer) => answer.status)).toEqual([
        202, 202, 201, 201, 202, 201, 201, 202, 202, 202,
      ]);
      // The 11th confirmation of the hour, whichever form, to whichever address.
      const email = freshEmail();
      const over = await forms.subscription(from, { email });
      expect(over.status).toBe(429);
      const wait = Number(over.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3000);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(over.body.retryAfter).toBe(wait);
      const enquiry = await forms.holiday('enquiry', from, { email });
      expect([enquiry.status, enquiry.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(await mailsTo(email)).toEqual([]);
      const stored = await t.db.query(
        `SELECT 1 FROM subscriptions WHERE email = $1
         UNION ALL SELECT 1 FROM rental_enquiries WHERE request ->> 'email' = $1`,
        [email],
      );
      expect(stored.rows).toEqual([]);
      // A form whose only mail goes to the agency is not a mail to a stranger.
      expect((await forms.contact(from)).status).toBe(202);
      // Another client is not held back.
      expect((await forms.subscription(ip(), { email })).status).toBe(202);
    });

    it('counts the spellings of one Gmail mailbox as one recipient', async () => {
      const statuses: number[] = [];
      for (const email of [
        'v.ictim@gmail.com',
        'Victim@GoogleMail.com',
        'vic.tim+alerts@gmail.com',
        'V.I.C.T.I.M@googlemail.com',
      ])
        statuses.push((await forms.subscription(ip(), { email })).status);
      // Three subscriptions per address an hour (FORM_RATE_LIMIT_EMAIL): the fourth spelling is
      // the same recipient.
      expect(statuses).toEqual([202, 202, 202, 429]);
      // Elsewhere dots are part of the address: another mailbox.
      expect((await forms.subscription(ip(), { email: 'v.ictim@example.be' })).status).toBe(202);
      expect((await forms.subscription(ip(), { email: 'victim@example.be' })).status).toBe(202);
    });
  });
});

describe('the cap of a site', () => {
  let t: TestApp;
  let sent: OutgoingMail[];
  let forms: ReturnType<typeof formsOf>;

  beforeAll(async () => {
    ({ t, sent } = await start({ mailHourlyPerSite: 3 }));
    forms = formsOf(t);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('bounds the mails to strangers of many client addresses together, per site', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await forms.subscription(ip())).status);
    expect(statuses).toEqual([202, 202, 202]);
    const email = freshEmail();
    const over = await forms.subscription(ip(), { email });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000);
    await deliverOutbox(t);
    expect(sent.filter((mail) => mail.to === email)).toEqual([]);
    // The agency's own mail still goes; the other site has a cap of its own.
    expect((await forms.contact(ip())).status).toBe(202);
    expect((await forms.subscription(ip(), {}, 2)).status).toBe(202);
  });
});
