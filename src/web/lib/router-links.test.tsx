// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isActivePath, Link, NavLink } from './router-links.tsx';

afterEach(cleanup);

function Where() {
  const { pathname, state } = useLocation();
  return <output aria-label="where">{`${pathname}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/showcase/*" element={links} />
        <Route path="*" element={links} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('writes the address React Router resolves and navigates in the app on a plain click, with its state', () => {
    renderAt('/showcase/progress', <Link to="/showcase/session/1" state={{ from: 'list' }}>Open</Link>);
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('/showcase/session/1');
    fireEvent.click(link);
    expect(screen.getByLabelText('where').textContent).toBe('/showcase/session/1 {"from":"list"}');
  });

  it('leaves a modified click, a middle click and a prevented click to the browser or the page', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/showcase',
      <>
        <Link to="/a">Plain</Link>
        <Link to="/b">Middle</Link>
        <Link to="/c" onClick={onClick}>Handled</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Middle' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('where').textContent).toBe('/showcase');
  });

  it('resolves a relative address against the route it is in', () => {
    renderAt('/showcase/progress', <Link to="../scenarios">Up</Link>);
    expect(screen.getByRole('link', { name: 'Up' }).getAttribute('href')).toBe('/scenarios');
  });
});

describe('NavLink', () => {
  it('is active, with aria-current, on its address and below it, and only on it with `end`', () => {
    renderAt(
      '/showcase/progress/week',
      <>
        <NavLink to="/showcase/progress" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          {({ isActive }) => `Progress ${isActive ? 'here' : 'away'}`}
        </NavLink>
        <NavLink to="/showcase/progress" end className="item">
          Exact
        </NavLink>
        <NavLink to="/showcase/progress/week" className="item">
          Week
        </NavLink>
      </>,
    );
    const progress = screen.getByRole('link', { name: 'Progress here' });
    expect(progress.className).toBe('on');
    expect(progress.getAttribute('aria-current')).toBe('page');
    const exact = screen.getByRole('link', { name: 'Exact' });
    expect(exact.className).toBe('item');
    expect(exact.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Week' }).className).toBe('item active');
  });

  it('matches as React Router does: whole segments, a trailing slash, case', () => {
    expect(isActivePath('/showcase/progressive', '/showcase/progress')).toBe(false);
    expect(isActivePath('/showcase/progress/', '/showcase/progress/')).toBe(true);
    expect(isActivePath('/showcase/progress/x', '/showcase/progress/')).toBe(true);
    expect(isActivePath('/Showcase', '/showcase')).toBe(true);
    expect(isActivePath('/Showcase', '/showcase', { caseSensitive: true })).toBe(false);
    // The root is active only on itself, as React Router has it.
    expect(isActivePath('/anything', '/')).toBe(false);
    expect(isActivePath('/', '/', { end: true })).toBe(true);
  });
});
