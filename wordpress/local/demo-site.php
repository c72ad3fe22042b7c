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

// The tests' stand-in for a security plugin: with ?csp a nonce per response, sent in a
// Content-Security-Policy header and given to ws through its filter (docs/WORDPRESS.md "Public names").
if (isset($_GET['csp'])) {
    $ws_local_nonce = base64_encode(random_bytes(16));
    add_filter('ws_csp_nonce', static fn (): string => $ws_local_nonce);
    add_action('send_headers', static function () use ($ws_local_nonce): void {
        header("Content-Security-Policy: script-src 'nonce-{$ws_local_nonce}' 'strict-dynamic' 'report-sample'; object-src 'none'; base-uri 'none'");
    });
}

// The tests' English visitor: with ?lang=en the site speaks English (docs/WORDPRESS.md "Settings").
if (($_GET['lang'] ?? '') === 'en') {
    add_filter('locale', static fn (): string => 'en_US');
}
