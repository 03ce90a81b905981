import type { Language, Scheme } from "@portal/domain";

/** Every address the portal links to outside itself, in one place (fictional, reserved domain). */
const SITE = "https://www.harbour-retirement.example";

/** A page published in both languages. */
export type LocalisedLink = Readonly<Record<Language, string>>;

function bothLanguages(path: string): LocalisedLink {
  return { en: `${SITE}/en/${path}`, "zh-HK": `${SITE}/tc/${path}` };
}

export const EXTERNAL_LINKS = {
  employerSite: bothLanguages("employer"),
  orsoSite: bothLanguages("orso"),
  contactUs: bothLanguages("contact-us"),
  termsOfUse: bothLanguages("terms-of-use"),
  privacy: bothLanguages("privacy-policy"),
  collection: bothLanguages("personal-information-collection-statement"),
  economicOutlook: bothLanguages("insights/quarterly-economic-outlook"),
  facebook: bothLanguages("go/facebook"),
  linkedin: bothLanguages("go/linkedin"),
  appStore: bothLanguages("app/ios"),
  googlePlay: bothLanguages("app/android"),
  whatsNew: bothLanguages("news"),
  mainSchemeTerminationNotice: bothLanguages("notices/mpf-series-800-guaranteed-fund-termination.pdf"),
  mainSchemeTerminationFaq: bothLanguages("notices/mpf-series-800-guaranteed-fund-termination-faq"),
  occupationalTerminationFaq: bothLanguages("notices/orso-guaranteed-fund-termination-faq"),
} as const satisfies Record<string, LocalisedLink>;

export type ExternalLinkName = keyof typeof EXTERNAL_LINKS;

export function externalUrl(name: ExternalLinkName, language: Language): string {
  return EXTERNAL_LINKS[name][language];
}

/** The provider's pages for each scheme's members (part 2 §2.9): downloads, brochures, key notes, FAQs. */
export const SCHEME_LINK_KINDS = ["downloads", "brochures", "keyNotes", "faqs"] as const;
export type SchemeLinkKind = (typeof SCHEME_LINK_KINDS)[number];

type SchemeLinks = Readonly<Record<SchemeLinkKind, LocalisedLink>>;

const SCHEME_LINKS = {
  S800: {
    downloads: bothLanguages("schemes/s800/downloads"),
    brochures: bothLanguages("schemes/s800/brochures"),
    keyNotes: bothLanguages("schemes/s800/key-notes"),
    faqs: bothLanguages("schemes/s800/faqs"),
  },
  HKAIIB: {
    downloads: bothLanguages("schemes/hkaiib/downloads"),
    brochures: bothLanguages("schemes/hkaiib/brochures"),
    keyNotes: bothLanguages("schemes/hkaiib/key-notes"),
    faqs: bothLanguages("schemes/hkaiib/faqs"),
  },
  COBRAND: {
    downloads: bothLanguages("schemes/cobrand/downloads"),
    brochures: bothLanguages("schemes/cobrand/brochures"),
    keyNotes: bothLanguages("schemes/cobrand/key-notes"),
    faqs: bothLanguages("schemes/cobrand/faqs"),
  },
  SMP: {
    downloads: bothLanguages("schemes/smp/downloads"),
    brochures: bothLanguages("schemes/smp/brochures"),
    keyNotes: bothLanguages("schemes/smp/key-notes"),
    faqs: bothLanguages("schemes/smp/faqs"),
  },
} as const satisfies Record<Scheme, SchemeLinks>;

export function schemeLinkUrl(scheme: Scheme, kind: SchemeLinkKind, language: Language): string {
  return SCHEME_LINKS[scheme][kind][language];
}

/** Telephone lines shown to visitors: the text as printed and the dialable address. */
export const PHONE_LINES = {
  hotline: { display: "2888 8800", href: "tel:+85228888800" },
  aiibHotline: { display: "2888 8811", href: "tel:+85228888811" },
} as const;

export type PhoneLine = (typeof PHONE_LINES)[keyof typeof PHONE_LINES];

/** The hotline a scheme's members are told to call: the AIIB scheme has its own; the main one otherwise. */
export function hotlineFor(scheme: Scheme | null | undefined): PhoneLine {
  return scheme === "HKAIIB" ? PHONE_LINES.aiibHotline : PHONE_LINES.hotline;
}

/** The member service mailbox named in the dashboard's notices. */
export const SERVICE_EMAIL = "member.service@harbour-retirement.example";
