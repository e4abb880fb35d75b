import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListRow } from './list-row';

describe('ListRow', () => {
  it('is a list item holding what it is given', () => {
    render(
      <ul aria-label="Tokens">
        <ListRow aria-label="CI token">CI token</ListRow>
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'CI token' })).toHaveTextContent('CI token');
  });
});
