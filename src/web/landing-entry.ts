// Script of the pre-rendered landing page (landing.html): styles plus the DOM-only enhancements, deliberately without React.
import { enhanceLanding } from './app/routes/landing/landing-enhance.ts';
import './styles.css';

enhanceLanding(document, { isPrerendered: true });
