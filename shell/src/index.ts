// The global stylesheet belongs to the entry, so the page's <head> links it (see kit's stylesheetRule).
import './styles.css';

// Async boundary: shared modules are negotiated before the app code runs.
void import('./bootstrap');
