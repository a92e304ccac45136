/**
 * The API's engagement request schemas with their field rules: what each request accepts and
 * refuses, the criteria as a search and as the alerts' query, and the links of the subscription
 * mails.
 */
import { LOCALES } from 'shared/domain';
import {
  CONFIRM_PARAM,
  contactRequestSchema,
  criteriaQuery,
  criteriaToSearch,
  friendRequestSchema,
  searchPath,
  subscriptionPaths,
  subscriptionRequestSchema,
  subscriptionUpdateSchema,
  formErrorText,
  hasLink,
  validateRequest,
} from './index';

const contact = {
  name: 'An Peeters',
  email: 'an@example.be',
  phone: '0470 12 34 56',
  message: 'Is the house still available?',
  consent: true,
  agreementVersion: '2026-01',
  locale: 'en',
};

describe('the contact request schema', () => {
  it('accepts a complete request and trims its texts', () => {
    const result = validateRequest(
      contactRequestSchema,
      { ...contact, name: '  An Peeters ', estateId: '1042', estate: 'Villa in Gent' },
      'en',
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ name: 'An Peeters', estateId: '1042' }),
    });
  });

  it('names every missing field in the language asked for', () => {
    const result = validateRequest(contactRequestSchema, { locale: 'nl' }, 'nl');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toMatchObject({
      name: 'Vul dit veld in.',
      email: 'Vul dit veld in.',
      message: 'Vul dit veld in.',
      consent: 'Ga akkoord met de privacyverklaring om dit formulier te versturen.',
    });
    expect(result.errors.message).toBe('Vul dit veld in.');
  });

  it('says "required" for an empty e-mail and "e-mail" for a malformed one', () => {
    const empty = validateRequest(contactRequestSchema, { ...contact, email: ' ' }, 'fr');
    const wrong = validateRequest(contactRequestSchema, { ...contact, email: 'an@home' }, 'fr');
    expect(!empty.ok && empty.errors.fields.email).toBe('Veuillez remplir ce champ.');
    expect(!wrong.ok && wrong.errors.fields.email).toBe(
      'Saisissez une adresse e-mail valide, par exemple nom@exemple.be.',
    );
  });

  it('refuses a message that is too long, saying how long it may be', () => {
    const result = validateRequest(
      contactRequestSchema,
      { ...contact, message: 'x'.repeat(2001) },
      'de',
    );
    expect(!result.ok && result.errors.fields.message).toBe(
      'Dieser Text ist zu lang: höchstens 2000 Zeichen.',
    );
  });

  it('refuses an unticked consent, a malformed phone, an unknown key and an odd estate id', () => {
    const result = validateRequest(
      contactRequestSchema,
      { ...contact, consent: false, phone: '12', estateId: '../1', extra: 1 },
      'en',
    );
    expect(!result.ok && result.errors.fields).toMatchObject({
      consent: 'Please agree to the privacy statement to send this form.',
      phone: 'Enter a valid phone number, such as 0470 12 34 56 or +32 470 12 34 56.',
      estateId: 'This value is not valid.',
      extra: 'This field is not part of this form.',
    });
  });

  it('names every unknown key where it was sent, inside the criteria too', () => {
    const result = validateRequest(
      subscriptionRequestSchema,
      {
        email: 'an@example.be',
        criteria: { types: [], cities: [], colour: 'blue' },
        consent: true,
        agreementVersion: '2024-01',
        locale: 'nl',
        extra: 1,
      },
      'fr',
    );
    expect(!result.ok && result.errors.fields).toEqual({
      'criteria.colour': 'Ce champ ne fait pas partie de ce formulaire.',
      extra: 'Ce champ ne fait pas partie de ce formulaire.',
    });
  });

  it('refuses a NUL character in any text, in the language asked for', () => {
    const result = validateRequest(
      contactRequestSchema,
      { ...contact, name: 'An\u0000', message: 'Hello\u0000there' },
      'fr',
    );
    expect(!result.ok && result.errors.fields).toEqual({
      name: 'Cette valeur n’est pas valide.',
      message: 'Cette valeur n’est pas valide.',
    });
  });

  it('leaves the phone optional', () => {
    expect(validateRequest(contactRequestSchema, { ...contact, phone: '' }, 'en').ok).toBe(true);
    const withoutPhone: Record<string, unknown> = { ...contact };
    delete withoutPhone.phone;
    expect(validateRequest(contactRequestSchema, withoutPhone, 'en').ok).toBe(true);
  });
});

describe('the send-to-a-friend request schema', () => {
  const friend = {
    friendEmail: 'bart@example.be',
    friendLocale: 'fr',
    name: 'An',
    email: 'an@example.be',
    message: '',
    estateId: '12',
    locale: 'nl',
  };

  it('accepts a request without a message', () => {
    expect(validateRequest(friendRequestSchema, friend, 'nl').ok).toBe(true);
  });

  it("refuses a friend's address that is not one and an unknown language", () => {
    const result = validateRequest(
      friendRequestSchema,
      { ...friend, friendEmail: 'bart', friendLocale: 'es' },
      'en',
    );
    expect(!result.ok && Object.keys(result.errors.fields).sort()).toEqual([
      'friendEmail',
      'friendLocale',
    ]);
  });

  it('needs the estate', () => {
    const withoutEstate: Record<string, unknown> = { ...friend };
    delete withoutEstate.estateId;
    const result = validateRequest(friendRequestSchema, withoutEstate, 'en');
    expect(!result.ok && result.errors.fields.estateId).toBe('Please fill in this field.');
  });
});

describe('the subscription schemas', () => {
  const subscription = {
    email: 'an@example.be',
    criteria: { status: 'FOR_SALE', types: [1], cities: [12], priceMax: 300000, bedrooms: 2 },
    consent: true,
    agreementVersion: '2026-01',
    locale: 'de',
  };

  it('accepts criteria of the search', () => {
    expect(validateRequest(subscriptionRequestSchema, subscription, 'de').ok).toBe(true);
  });

  it('puts a maximum price below the minimum on the maximum', () => {
    const result = validateRequest(
      subscriptionUpdateSchema,
      { criteria: { types: [], cities: [], priceMin: 400000, priceMax: 300000 } },
      'en',
    );
    expect(!result.ok && result.errors.fields).toEqual({
      'criteria.priceMax': 'The maximum price cannot be below the minimum price.',
    });
  });

  it('refuses a closed status, a price that is no number and a bedroom count above 6', () => {
    const result = validateRequest(
      subscriptionUpdateSchema,
      { criteria: { status: 'SOLD', types: [], cities: [], priceMin: Number.NaN, bedrooms: 9 } },
      'en',
    );
    expect(!result.ok && result.errors.fields).toEqual({
      'criteria.status': 'This value is not valid.',
      'criteria.priceMin': 'Enter a valid number.',
      'criteria.bedrooms': 'Enter a valid number.',
    });
  });

  it('refuses an id beyond a 32-bit integer', () => {
    const result = validateRequest(
      subscriptionUpdateSchema,
      { criteria: { types: [2 ** 31], cities: [] } },
      'en',
    );
    expect(!result.ok && Object.keys(result.errors.fields)).toEqual(['criteria.types.0']);
  });

  it('refuses more than 20 municipalities', () => {
    const cities = Array.from({ length: 21 }, (_, i) => i + 1);
    const result = validateRequest(
      subscriptionUpdateSchema,
      { criteria: { types: [], cities } },
      'nl',
    );
    expect(!result.ok && result.errors.fields['criteria.cities']).toBe('Kies er hoogstens 20.');
  });
});

describe('send-to-a-friend carries no link', () => {
  const friend = {
    friendEmail: 'friend@example.be',
    friendLocale: 'nl',
    name: 'Jan Peeters',
    email: 'jan@example.be',
    message: 'Kijk eens, dit is iets voor jullie!',
    estateId: '1234',
    locale: 'nl',
  };

  it.each([
    'http://evil.example',
    'see www.evil.example',
    'Cheap meds at evil.example',
    'bit.ly/abc',
    'mail me: spam@evil.example',
  ])('refuses %j in the name and in the message', (text) => {
    const asName = validateRequest(friendRequestSchema, { ...friend, name: text }, 'en');
    const asMessage = validateRequest(friendRequestSchema, { ...friend, message: text }, 'en');
    expect(asName.ok ? null : asName.errors.fields.name).toBe(
      'Web and e-mail addresses are not allowed here.',
    );
    expect(asMessage.ok ? null : asMessage.errors.fields.message).toBe(
      'Web and e-mail addresses are not allowed here.',
    );
  });

  it('takes names and messages with dots and no address', () => {
    for (const name of ['J. Peeters', 'Anne-Marie D.', "Jean-Luc d'Hondt"]) {
      expect(validateRequest(friendRequestSchema, { ...friend, name }, 'nl').ok).toBe(true);
    }
    const message = 'Mooi huis. Ligt dicht bij school, o.a. 3 slaapkamers. Bel me!';
    expect(validateRequest(friendRequestSchema, { ...friend, message }, 'nl').ok).toBe(true);
    expect(hasLink('o.a. 3 slaapkamers, i.e. groot')).toBe(false);
  });
});

describe("criteria as a search and as the alerts' query", () => {
  it('writes criteria back as the same search', () => {
    const criteria = {
      status: 'FOR_SALE' as const,
      types: [3],
      cities: [12, 14],
      priceMax: 250000,
    };
    expect(criteriaToSearch(criteria)).toBe('trans=kopen&type=3&city=12&city=14&price-max=250000');
    expect(criteriaToSearch({ status: 'TAKE_OVER', types: [], cities: [] })).toBe(
      'status=TAKE_OVER',
    );
  });

  it('turns criteria into the estate query of the alerts, hidden statuses left out', () => {
    expect(
      criteriaQuery({ status: 'TO_RENT', types: [1], cities: [], priceMin: 500, bedrooms: 2 }, [4]),
    ).toEqual({
      hiddenStatus: [4],
      status: ['TO_RENT'],
      type: [1],
      'price-min': 500,
      'bed-min': 2,
    });
  });
});

describe('the links of the e-mails', () => {
  it('builds the pages of a subscription from the route table', () => {
    expect(subscriptionPaths('fr', 'abc')).toEqual({
      confirm: `/fr/tenez-moi-informe/abc?${CONFIRM_PARAM}=1`,
      edit: '/fr/tenez-moi-informe/abc',
      unsubscribe: '/fr/tenez-moi-informe/desinscription/abc',
      oneClick: '/fr/ajax/notifications/abc/unsubscribe',
    });
  });

  it('opens the search of the criteria', () => {
    expect(searchPath('nl', { status: 'FOR_SALE', types: [], cities: [3] })).toBe(
      '/nl/aanbod?trans=kopen&city=3',
    );
    expect(searchPath('de', { types: [], cities: [] })).toBe('/de/angebot');
  });
});

describe('the e-mail, name and text rules every form shares', () => {
  const friend = {
    friendEmail: 'els@example.be',
    friendLocale: 'en',
    name: 'An Peeters',
    email: 'an@example.be',
    message: '',
    estateId: '1042',
    locale: 'en',
  };
  const subscription = {
    email: 'an@example.be',
    criteria: { types: [], cities: [] },
    consent: true,
    agreementVersion: '2026-01',
    locale: 'en',
  };

  it.each([
    'a@<img/src=x/onerror=alert(1)>.xx',
    'a b@example.be',
    '"a"@example.be',
    'a<b>@example.be',
    'a,b@example.be',
    'a;b@example.be',
    'a\\b@example.be',
    'a&b@example.be',
    '.a@example.be',
    'a..b@example.be',
    'a.@example.be',
    'a@-example.be',
    'a@example-.be',
    'a@example.b',
    'a@example.b3',
    'a@exa_mple.be',
    'a@example.be\u0000',
    'a\u0000@example.be',
    'an@exämple.be',
  ])('refuses the e-mail address %j in every form, in each language', (email) => {
    for (const [schema, body] of [
      [contactRequestSchema, contact],
      [friendRequestSchema, friend],
      [subscriptionRequestSchema, subscription],
    ] as const) {
      const result = validateRequest(schema, { ...body, email }, 'de');
      expect(!result.ok && result.errors.fields.email).toBe(formErrorText('email', 'de'));
    }
  });

  it.each(["an.o'brien+alerts@mail.example.be", 'AN_PEETERS-1@Example-Agency.COM', 'x@a.co'])(
    'accepts the e-mail address %j',
    (email) => {
      expect(validateRequest(contactRequestSchema, { ...contact, email }, 'en').ok).toBe(true);
    },
  );

  it.each([
    '\u200b\u200c\u200d',
    '\u2060\ufeff\u200b',
    '\u3164',
    '\u200b \u00a0 \u200b',
    '1234',
    '!?.-',
  ])('refuses a name without a visible letter (%j), with its own text in each language', (name) => {
    for (const locale of LOCALES) {
      const result = validateRequest(contactRequestSchema, { ...contact, name }, locale);
      expect(!result.ok && result.errors.fields.name).toBe(formErrorText('name', locale));
    }
    expect(formErrorText('name', 'nl')).toBe('Vul een naam in met minstens één letter.');
    const booking = validateRequest(friendRequestSchema, { ...friend, name }, 'en');
    expect(!booking.ok && booking.errors.fields.name).toBe(
      'Enter a name with at least one letter.',
    );
  });

  it.each(['Zoë', 'Ђорђе', '李小龍', 'Ø', "d'Hondt\u200b"])('accepts the name %j', (name) => {
    expect(validateRequest(contactRequestSchema, { ...contact, name }, 'en').ok).toBe(true);
  });

  it('refuses a NUL in an e-mail and a lone surrogate in any text, naming the field', () => {
    for (const email of ['an\u0000@example.be', 'an@example.be\u0000']) {
      const result = validateRequest(contactRequestSchema, { ...contact, email }, 'fr');
      expect(!result.ok && Object.keys(result.errors.fields)).toEqual(['email']);
    }
    for (const [field, value] of [
      ['name', 'An \ud800 Peeters'],
      ['message', 'Hello \udc00'],
      ['estate', 'Villa \ud83d'],
    ] as const) {
      const result = validateRequest(contactRequestSchema, { ...contact, [field]: value }, 'nl');
      expect(!result.ok && result.errors.fields).toEqual({
        [field]: formErrorText('invalid', 'nl'),
      });
    }
    // A whole astral character (its two halves together) is text like any other.
    expect(
      validateRequest(contactRequestSchema, { ...contact, message: 'Top 😀 house' }, 'en').ok,
    ).toBe(true);
  });
});
