import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { failureText, isNotFound, LoadFailure } from './LoadFailure';

describe('LoadFailure', () => {
  it('says what happened and asks again on Retry, every query it stands for', async () => {
    const [a, b] = [
      { refetch: vi.fn(), isFetching: false },
      { refetch: vi.fn(), isFetching: false },
    ];
    render(
      <LoadFailure retry={[a, b]} subject="TV listings">
        Failed to get listings.
      </LoadFailure>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get listings.');
    // The spec's exact text stays a text of its own.
    expect(screen.getByText('Failed to get listings.', { exact: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry TV listings' }));
    expect(a.refetch).toHaveBeenCalledOnce();
    expect(b.refetch).toHaveBeenCalledOnce();
  });

  it('does not ask twice while the answer is on its way, and keeps the button focusable', async () => {
    const q = { refetch: vi.fn(), isFetching: true };
    render(<LoadFailure retry={q}>Failed to get listings</LoadFailure>);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(q.refetch).not.toHaveBeenCalled();
  });

  it('knows a missing thing from a failure, and reads the server sentence', () => {
    expect(isNotFound(new ApiError(404, 'There is no MLB team with id 9999.'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'A team id is a number.'))).toBe(true);
    expect(isNotFound(new ApiError(502, 'The provider failed.'))).toBe(false);
    expect(isNotFound(new ApiError(0, 'The server could not be reached.'))).toBe(false);
    expect(failureText(new ApiError(404, 'There is no show with id 9.'))).toBe('There is no show with id 9.');
    expect(failureText(new Error(''))).toBe('Something went wrong.');
  });
});
