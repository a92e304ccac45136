import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders the sanitised HTML as elements, with the text language when given', () => {
    const { container } = render(
      <RichText
        lang="nl"
        html={
          '<h2>Titel</h2><p>Tekst met <a href="/nl/" onclick="x()">link</a></p><script>window.hacked=1</script>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Titel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'link' })).toHaveAttribute('href', '/nl/');
    expect(screen.getByRole('link', { name: 'link' })).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('lang', 'nl');
    expect(container.textContent).not.toContain('<p>');
  });

  it('renders nothing for HTML that sanitises to nothing', () => {
    const { container } = render(<RichText html="<script>x()</script>" />);
    expect(container).toBeEmptyDOMElement();
  });
});
