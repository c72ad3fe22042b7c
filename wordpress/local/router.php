<?php
// The router of PHP's built-in server for the local site: static files as they are, the site's own
// wp-content from its folder, everything else through WordPress's index.php (pretty permalinks).
// It answers as a host configured for WordPress would (docs/WORDPRESS.md "What the web server
// does"): text compressed with gzip, the plugin's files with the lifetimes of ws/.htaccess, core's
// static files (versioned by ?ver=) for a year.
declare(strict_types=1);

$_SERVER['WORDPRESS_CONFIG'] = getenv('WS_WP_CONFIG') ?: '';
$path = rawurldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));

const WS_LOCAL_TYPES = [
    'js' => 'text/javascript; charset=utf-8',
    'css' => 'text/css; charset=utf-8',
    'json' => 'application/json; charset=utf-8',
    'svg' => 'image/svg+xml',
    'png' => 'image/png',
    'jpg' => 'image/jpeg',
    'webp' => 'image/webp',
    'woff2' => 'font/woff2',
    'txt' => 'text/plain; charset=utf-8',
];

/** Sends a static file of the given type: gzip when the browser takes it and the type is text. */
function ws_local_send(string $file, string $type, string $cacheControl): void
{
    $body = (string) file_get_contents($file);
    $etag = '"' . md5($body) . '"';
    header('Content-Type: ' . $type);
    header('Cache-Control: ' . $cacheControl);
    header('X-Content-Type-Options: nosniff');
    header('Vary: Accept-Encoding');
    header('ETag: ' . $etag);
    if (trim((string) ($_SERVER['HTTP_IF_NONE_MATCH'] ?? '')) === $etag) {
        http_response_code(304);
        return;
    }
    $text = preg_match('#^(text/|application/json|image/svg)#', $type) === 1;
    if ($text && str_contains((string) ($_SERVER['HTTP_ACCEPT_ENCODING'] ?? ''), 'gzip')) {
        header('Content-Encoding: gzip');
        $body = (string) gzencode($body, 6);
    }
    header('Content-Length: ' . strlen($body));
    echo $body;
}

if (str_starts_with($path, '/wp-content/')) {
    $content = realpath((string) getenv('WS_SITE_CONTENT'));
    $file = realpath($content . substr($path, strlen('/wp-content')));
    $allowed = [$content, realpath('/usr/share/wordpress/wp-content')];
    $inside = $file !== false && array_filter($allowed, fn ($root) => $root && str_starts_with($file, $root . '/'));
    $type = WS_LOCAL_TYPES[strtolower(pathinfo((string) $file, PATHINFO_EXTENSION))] ?? null;
    if (!$inside || !is_file($file) || $type === null) {
        http_response_code(404);
        return true;
    }
    // Hashed names may be kept a year; the rest is checked each time
    // (docs/WORDPRESS.md "Why the shell's URL has no ?ver=").
    $hashed = preg_match('/\.[A-Za-z0-9_-]{8}\.js$/', $file) === 1;
    ws_local_send($file, $type, $hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    return true;
}

$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ($path !== '/' && is_file($file)) {
    $type = WS_LOCAL_TYPES[strtolower(pathinfo($file, PATHINFO_EXTENSION))] ?? null;
    if ($type === null) {
        return false; // core's own files: PHP runs .php, serves the rest
    }
    ws_local_send($file, $type, 'public, max-age=31536000');
    return true;
}
// Pages, feeds and REST answers compressed, as mod_deflate or nginx's gzip would.
ob_start('ob_gzhandler');
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
    $_SERVER['SCRIPT_NAME'] = rtrim($path, '/') . '/index.php';
    require rtrim($file, '/') . '/index.php';
    return true;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
