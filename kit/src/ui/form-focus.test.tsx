import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { errorPaths, focusFirstInvalid, useFocusWhenShown } from './form-focus';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('focusFirstInvalid', () => {
  it('focuses the first field in error in the page order, not in the order of the errors', () => {
    const el = form('<input name="name"><input name="email"><input name="phone">');
    focusFirstInvalid(el, { phone: { message: 'x' }, email: { type: 'required' } });
    expect(document.activeElement).toBe(el.querySelector('[name="email"]'));
  });

  it('enters a group at its focusable control: a calendar day, never its month navigation', () => {
    const el = form(
      '<div data-field="preferredDays"><button type="button">Previous month</button>' +
        '<button type="button" tabindex="-1">1</button><button type="button" tabindex="0">2</button></div>' +
        '<fieldset data-field="dayParts"><input type="checkbox" name="dayParts" value="am"></fieldset>',
    );
    focusFirstInvalid(el, ['dayParts', 'preferredDays']);
    expect(document.activeElement).toHaveTextContent('2');
  });

  it('focuses a group that takes the focus itself, standing for several fields', () => {
    const el = form(
      '<p tabindex="-1" data-field="arrival departure">period</p><input name="name">',
    );
    focusFirstInvalid(el, { name: { message: 'x' }, departure: { message: 'y' } });
    expect(document.activeElement).toHaveTextContent('period');
  });

  it('without errors, focuses the first element marked invalid (after a server refusal)', () => {
    const el = form('<input name="a"><input name="b" aria-invalid="true">');
    focusFirstInvalid(el);
    expect(document.activeElement).toBe(el.querySelector('[name="b"]'));
  });

  it('reads nested errors as dotted paths', () => {
    expect(errorPaths({ criteria: { priceMax: { message: 'x' } }, email: { type: 'y' } })).toEqual([
      'criteria.priceMax',
      'email',
    ]);
  });
});

function Outcome({ initially }: { initially: boolean }) {
  const [shown, setShown] = useState(initially);
  const ref = useFocusWhenShown<HTMLParagraphElement>(shown);
  return (
    <>
      <button onClick={() => setShown(true)}>send</button>
      {shown && (
        <p ref={ref} tabIndex={-1}>
          sent
        </p>
      )}
    </>
  );
}

describe('useFocusWhenShown', () => {
  it('focuses the outcome when it appears', () => {
    render(<Outcome initially={false} />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('sent')).toHaveFocus();
  });

  it('leaves the focus alone when the outcome was there from the start', () => {
    render(<Outcome initially />);
    expect(screen.getByText('sent')).not.toHaveFocus();
  });
});
