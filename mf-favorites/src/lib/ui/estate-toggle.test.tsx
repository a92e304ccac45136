import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EstateToggle, toggleShape } from './estate-toggle';

const icon = (size: number) => <svg data-testid="icon" width={size} aria-hidden="true" />;

describe('EstateToggle', () => {
  it('is a plain pressed/not-pressed button that calls onPress', async () => {
    const onPress = jest.fn();
    const { rerender } = render(
      <EstateToggle
        variant="icon"
        pressed={false}
        label="Add"
        onPress={onPress}
        icon={icon}
        style={toggleShape.icon}
        testId="toggle"
      />,
    );
    const button = screen.getByRole('button', { name: 'Add' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('data-boundary', 'favorites');
    expect(button).toHaveAttribute('data-testid', 'toggle');
    await userEvent.setup().click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <EstateToggle
        variant="icon"
        pressed
        label="Remove"
        onPress={onPress}
        icon={icon}
        style={toggleShape.icon}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the icon at 22 px with a hidden label, or at 20 px with the label shown', () => {
    const { rerender } = render(
      <EstateToggle
        variant="icon"
        pressed={false}
        label="Add"
        onPress={() => undefined}
        icon={icon}
        style={toggleShape.icon}
      />,
    );
    expect(screen.getByTestId('icon')).toHaveAttribute('width', '22');
    // Hidden the site's way (tokens' visuallyHidden), still read as the button's name.
    expect(getComputedStyle(screen.getByText('Add')).position).toBe('absolute');
    rerender(
      <EstateToggle
        variant="button"
        pressed={false}
        label="Add"
        onPress={() => undefined}
        icon={icon}
        style={toggleShape.button}
      />,
    );
    expect(screen.getByTestId('icon')).toHaveAttribute('width', '20');
    expect(getComputedStyle(screen.getByText('Add')).position).not.toBe('absolute');
  });

  it("is described by its card's title inside a card, and by nothing elsewhere", () => {
    render(
      <>
        <article aria-labelledby="card-title">
          <h3 id="card-title">Villa in Gent</h3>
          <EstateToggle
            variant="icon"
            pressed={false}
            label="In card"
            onPress={() => undefined}
            icon={icon}
            style={toggleShape.icon}
          />
        </article>
        <EstateToggle
          variant="button"
          pressed={false}
          label="Alone"
          onPress={() => undefined}
          icon={icon}
          style={toggleShape.button}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'In card' })).toHaveAccessibleDescription(
      'Villa in Gent',
    );
    expect(screen.getByRole('button', { name: 'Alone' })).not.toHaveAttribute('aria-describedby');
  });
});
