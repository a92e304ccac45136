/**
 * The `engagement` slot: visitors reach the agency through the contact form and
 * send-to-a-friend fragments, the general contact page and the keep-me-informed pages
 * (subscribe, success, edit, unsubscribe).
 */
import type { Locale } from '../../domain';
import type { ModuleKinds, RemotePageProps } from './page';

/**
 * Props of the engagement team's contact form fragment (engagement/ContactForm): a
 * question to the agency, on every detail page (about that estate) and on the contact page.
 */
export interface ContactFormProps {
  locale: Locale;
  /** The estate the question is about (compared as text); none on the general contact page. */
  estateId?: string;
  /** That estate's title in `locale`, prefilled in the form's "estate" field. */
  estateTitle?: string;
}

/**
 * Props of the engagement team's send-to-a-friend fragment (engagement/SendToFriend):
 * a detail page's estate sent by e-mail to a friend.
 */
export interface SendToFriendProps {
  locale: Locale;
  /** The estate to send (compared as text). */
  estateId: string;
}

/** The modules of the `engagement` slot with their props. */
export interface EngagementSlot {
  ContactForm: ContactFormProps;
  SendToFriend: SendToFriendProps;
  ContactPage: RemotePageProps;
  KeepMeInformedPage: RemotePageProps;
}

/** The kind of each module of the `engagement` slot. */
export const ENGAGEMENT_MODULES = {
  ContactForm: 'fragment',
  SendToFriend: 'fragment',
  ContactPage: 'page',
  KeepMeInformedPage: 'page',
} as const satisfies ModuleKinds<EngagementSlot>;
