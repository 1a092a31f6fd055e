import Link from 'next/link';

// Outside any locale (no locale context, hence next/link) (rare: the proxy routes nearly everything into [locale]); Arabic by default.
export default function GlobalNotFound() {
  return (
    <html lang="ar" dir="rtl">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <h1>الصفحة غير موجودة</h1>
        <p>
          <Link href="/">العودة إلى الرئيسية</Link>
        </p>
      </body>
    </html>
  );
}
