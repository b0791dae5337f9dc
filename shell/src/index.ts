// Async boundary: shared modules are negotiated before the app code runs.
void import('./bootstrap');
