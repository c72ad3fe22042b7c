<?php
/**
 * Plugin Name: ws local demo site
 * Description: Settings of the throwaway local site only (scripts/wordpress-site.ts), never shipped:
 * no outgoing HTTP (there is no internet here), no update checks.
 */

declare(strict_types=1);

// The machine has no network: every outgoing request fails at once instead of waiting.
add_filter('pre_http_request', static fn () => new WP_Error('ws_local_offline', 'The local demo site makes no outgoing requests.'), 1);
add_filter('automatic_updater_disabled', '__return_true');
