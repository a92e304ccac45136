// Async boundary for the standalone start of this remote.
import('./bootstrap');
