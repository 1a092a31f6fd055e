import { notFound } from 'next/navigation';

// Any path no route claims: the translated not-found page of this locale.
export default function CatchAll() {
  notFound();
}
