// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import { SignInToContinue } from './sign-in-to-continue.tsx';

afterEach(cleanup);

describe('SignInToContinue', () => {
  it('leads to logging in or registering and back to the link page', () => {
    renderWithApp(<SignInToContinue text="Log in to join." next="/organisations/join?token=abc" loginLabel="Log in to join" />);
    expect(screen.getByText('Log in to join.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to join' }).getAttribute('href')).toBe('/auth/login?next=%2Forganisations%2Fjoin%3Ftoken%3Dabc');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/auth/register?next=%2Forganisations%2Fjoin%3Ftoken%3Dabc');
  });

  it('keeps an heir’s invitation as the place to come back to', () => {
    renderWithApp(<SignInToContinue text="Any account will do." next="invite:t0k" loginLabel="Log in to accept" />);
    expect(screen.getByRole('link', { name: 'Log in to accept' }).getAttribute('href')).toBe('/auth/login?next=invite%3At0k');
  });
});
