import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../lib/test-server';
import LoginPage from './LoginPage';

afterEach(() => localStorage.clear());

describe('/user/login', () => {
  it('sends a visitor who came to log in from a page to create an account with the same way back', () => {
    renderAt('/user/login?next=%2Fmlb%2F147%3Fdate%3D2026-07-04', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/user/new?next=%2Fmlb%2F147%3Fdate%3D2026-07-04',
    );
  });

  it('links to create an account plainly without one, and never to another site', () => {
    renderAt('/user/login?next=https%3A%2F%2Felsewhere.example%2F', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/user/new');
  });
});
