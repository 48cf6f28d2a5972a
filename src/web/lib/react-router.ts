// What the web app imports as 'react-router' in the build (vite.config.ts, lightRouterLinks): React Router, with the
// app's own Link and NavLink (router-links.tsx) in place of its framework-mode ones.
export * from 'react-router';
export { Link, NavLink } from './router-links.tsx';
