'use client';

import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { matchesUrlPattern } from '@/lib/cartarm/url-pattern';
import { extensionRuleOf, type CartarmResource } from '@/lib/validation/cartarm';

/** Which of the rule's pages an address is (the extension's own matching), or none. */
function pageOf(rule: CartarmResource, url: string): 'cart' | 'checkout' | 'none' {
  const domain = rule.shop?.domain ?? '';
  if (rule.cartUrlPatterns.some((p) => matchesUrlPattern(p, url, domain))) return 'cart';
  if (rule.checkoutUrlPatterns.some((p) => matchesUrlPattern(p, url, domain))) return 'checkout';
  return 'none';
}

/** Type an address of the shop and see whether the rule applies to it. */
function TryAddress({ rule }: { rule: CartarmResource }) {
  const t = useTranslations('admin.cartarm.json');
  const id = useId();
  const [url, setUrl] = useState('');
  const page = url.trim() ? pageOf(rule, url.trim()) : null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('try')}</Label>
      <Input
        id={id}
        type="url"
        dir="ltr"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder={`https://${rule.shop?.domain || 'shop.example'}/cart`}
        aria-describedby={`${id}-result`}
        className="h-9 text-sm"
      />
      <p id={`${id}-result`} role="status" className="text-muted-foreground text-xs">
        {page ? t(`page.${page}`) : t('tryHint')}
      </p>
    </div>
  );
}

/**
 * The record sheet's "JSON" tab: exactly what GET /cartarm/active sends the extension for this
 * rule (read-only), whether the extension receives it now, and an address tester.
 */
export function JsonPanel({ rule }: { rule: CartarmResource }) {
  const t = useTranslations('admin.cartarm.json');
  const json = JSON.stringify(extensionRuleOf(rule, rule.shop?.domain ?? ''), null, 2);
  const live = rule.status === 'ACTIVE' && rule.shop?.status === 'ACTIVE' && !rule.deletedAt;
  const copy = () =>
    navigator.clipboard.writeText(json).then(
      () => toast.success(t('copied')),
      () => toast.error(t('copyFailed')),
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm">{live ? t('live') : t('notLive')}</p>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">{t('title', { version: rule.version })}</h3>
          <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {t('copy')}
          </Button>
        </div>
        <pre
          dir="ltr"
          aria-label={t('title', { version: rule.version })}
          className="bg-muted max-h-96 overflow-auto rounded p-3 text-start font-mono text-xs"
        >
          {json}
        </pre>
      </div>
      <TryAddress rule={rule} />
    </div>
  );
}
