/** Exposed module 'detail/DetailPage' (placeholder for the wiring test). */
import type { RemotePageProps } from 'shared/remote';

export default function DetailPage({ locale }: RemotePageProps) {
  return (
    <div data-boundary="detail">
      <h1>Detail {locale}</h1>
    </div>
  );
}
