/** Where people reach Safqa (contact page, customer-support block, privacy policy). */
export const SUPPORT_EMAIL = 'support@safqa.app';
export const PRIVACY_EMAIL = 'privacy@safqa.app';

/** The support line in international form, digits only (wa.me wants no `+`, spaces or dashes). */
const DEFAULT_WHATSAPP_NUMBER = '971500000000';

/** NEXT_PUBLIC_WHATSAPP_NUMBER when it is a plausible number (8 to 15 digits), else the default. */
export function whatsappNumber(configured: string | undefined): string {
  const digits = (configured ?? '').replace(/\D/g, '');
  return /^\d{8,15}$/.test(digits) ? digits : DEFAULT_WHATSAPP_NUMBER;
}

const WHATSAPP_NUMBER = whatsappNumber(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER);
export const WHATSAPP_HREF = `https://wa.me/${WHATSAPP_NUMBER}`;
export const SUPPORT_EMAIL_HREF = `mailto:${SUPPORT_EMAIL}`;

export const SOCIAL_NETWORKS = ['x', 'instagram', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The product's social accounts (social media is one of its surfaces). */
export const SOCIAL_LINKS: Record<SocialNetwork, string> = {
  x: 'https://x.com/safqaapp',
  instagram: 'https://www.instagram.com/safqaapp',
  tiktok: 'https://www.tiktok.com/@safqaapp',
  youtube: 'https://www.youtube.com/@safqaapp',
};
