<?php
// Loads the local site's WordPress from the command line (install.php, seed.php): Debian's
// wp-config.php picks /etc/wordpress/config-<WS_WP_CONFIG>.php, as the router does per request.
declare(strict_types=1);

$_SERVER['WORDPRESS_CONFIG'] = getenv('WS_WP_CONFIG') ?: '';
$_SERVER['HTTP_HOST'] = getenv('WS_WP_HOST') ?: '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

/** The JSON the Node script sends on standard input. */
function ws_local_input(): array
{
    $input = json_decode((string) stream_get_contents(STDIN), true);
    if (!is_array($input)) {
        fwrite(STDERR, "expected a JSON object on standard input\n");
        exit(1);
    }
    return $input;
}
