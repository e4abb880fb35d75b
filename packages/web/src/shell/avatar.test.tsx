import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@dayflow/core';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the photo, sent without a referrer', () => {
    const { container } = render(<Avatar photoURL="https://example.test/ada.png" displayName="Ada" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://example.test/ada.png');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(container).not.toHaveTextContent('A');
  });

  it.each([
    { name: 'ada lovelace', shown: 'A' },
    { name: '  zoë', shown: 'Z' },
    { name: '', shown: TEXTS.avatarFallback },
    { name: null, shown: TEXTS.avatarFallback },
  ])('without a photo shows "$shown" for name $name', ({ name, shown }) => {
    const { container } = render(<Avatar photoURL={null} displayName={name} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent(shown);
  });

  it('falls back to the letter when the photo fails to load', () => {
    const { container } = render(<Avatar photoURL="https://example.test/gone.png" displayName="Grace" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('G');
  });
});
