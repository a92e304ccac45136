/** Exposed module 'search/SearchPage': the listing search page (placeholder for the wiring test). */
import type { RemotePageProps } from 'shared/remote';

export default function SearchPage({ locale }: RemotePageProps) {
  return (
    <div data-boundary="search">
      <h1>Search {locale}</h1>
    </div>
  );
}
