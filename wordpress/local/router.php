<?php
// The router of PHP's built-in server for the local site: static files as they are, the site's own
// wp-content from its folder, everything else through WordPress's index.php (pretty permalinks).
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
    header('Content-Type: ' . $type);
    header('Cache-Control: ' . ($hashed ? 'public, max-age=31536000, immutable' : 'no-cache'));
    header('X-Content-Type-Options: nosniff');
    readfile($file);
    return true;
}

$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ($path !== '/' && is_file($file)) {
    return false; // core's own files: PHP runs .php, serves the rest
}
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
    $_SERVER['SCRIPT_NAME'] = rtrim($path, '/') . '/index.php';
    require rtrim($file, '/') . '/index.php';
    return true;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
