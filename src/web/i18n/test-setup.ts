// The web tests render in English, as a browser without another preferred language opens the app.
import './i18n.ts';
